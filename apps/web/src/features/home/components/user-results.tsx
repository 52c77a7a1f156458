import type { TPublicUser } from '@gigbazaar/shared/schemas/users';
import { Avatar } from '../../../ui/avatar';
import type { UserCombobox } from '../hooks/use-user-combobox';
import styles from './hero-search.module.css';

/** The users mode's listbox under the search box; choosing a user opens their profile. */
export function UserResults({ box, onChoose }: { box: UserCombobox; onChoose(user: TPublicUser): void }) {
  const { showList, results, activeIndex, hasNextPage, isFetchingNextPage } = box;
  return (
    <ul
      ref={box.listRef}
      id={box.ids.list}
      role="listbox"
      aria-label="Users"
      className={styles.popup}
      hidden={!showList}
      onScroll={box.onListScroll}
      aria-busy={isFetchingNextPage || undefined}
      data-testid="home-user-results"
    >
      {showList &&
        results.map((user, index) => (
          <li
            key={user._id}
            id={box.ids.option(index)}
            role="option"
            aria-selected={index === activeIndex}
            className={styles.option}
            // Keep the focus in the box; the click below chooses the user.
            onMouseDown={(event) => event.preventDefault()}
            onMouseMove={() => index !== activeIndex && box.setActive(index)}
            onClick={() => onChoose(user)}
          >
            <Avatar src={user.img} alt="" size={36} />
            <span className={styles.optionName}>{user.username}</span>
            {user.isSeller && <span className={styles.sellerTag}>Seller</span>}
          </li>
        ))}
      {/* A visual cue only; the status region says the same to screen readers. */}
      {showList && hasNextPage && (
        <li role="none" aria-hidden="true" className={styles.more}>
          {isFetchingNextPage ? 'Loading more users…' : 'Scroll for more users'}
        </li>
      )}
    </ul>
  );
}
