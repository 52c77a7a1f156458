type PhoneRule = (value: string) => boolean;

let loading: Promise<PhoneRule> | undefined;

/**
 * The browser's Indian-mobile check (`rules/phone`), loaded on first need rather than with the page: it carries
 * libphonenumber's metadata, a third of what the register, Settings and seller-application pages would otherwise
 * load before they are interactive (33 KB gzip), and only a submit uses it. Forms start the load when the browser
 * is idle after mount (`usePhoneRule`), so a submit almost never waits.
 */
export function loadPhoneRule(): Promise<PhoneRule> {
  loading ??= import('@gigbazaar/shared/rules/phone').then(
    (module) => module.isIndianMobile,
    (error: unknown) => {
      // A chunk that failed to arrive (a dropped connection) is asked for again next time, not remembered.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * The check for a submit: the loaded rule, or, when the code cannot be fetched (offline, a deploy replaced the
 * chunk), one that lets every number through, since the server applies the same rule and answers in the field.
 */
export async function phoneRuleForSubmit(): Promise<PhoneRule> {
  try {
    return await loadPhoneRule();
  } catch {
    return () => true;
  }
}
