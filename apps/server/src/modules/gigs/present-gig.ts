import { DELETED_USER_NAME, type TCategory } from '@gigbazaar/shared/constants';
import { paiseToRupees } from '@gigbazaar/shared/rules/money';
import type { TGig } from '@gigbazaar/shared/schemas/gigs';
import type { GigWithSeller } from './gig-service';

type SellerRow = GigWithSeller['seller'];

/** The seller card embedded in a gig: public fields only, a closed account as its tombstone. */
export function presentGigSeller(s: SellerRow): TGig['seller'] {
  const closed = Boolean(s.deletedAt);
  return {
    _id: s.id,
    username: closed ? DELETED_USER_NAME : s.username,
    img: closed ? null : s.img,
    country: s.country,
  };
}

/** The API's Gig (docs/product-rules.md "API contract"): price in rupees (stored as paise), the seller embedded, never the search vector or score. */
export function presentGig(g: GigWithSeller): TGig {
  return {
    _id: g.id,
    userId: g.userId,
    title: g.title,
    cat: g.cat as TCategory,
    cover: g.cover,
    images: g.images,
    desc: g.desc,
    shortTitle: g.shortTitle,
    shortDesc: g.shortDesc,
    deliveryTime: g.deliveryTime,
    revisionNumber: g.revisionNumber,
    features: g.features,
    price: paiseToRupees(g.pricePaise),
    totalStars: g.totalStars,
    starNumber: g.starNumber,
    sales: g.sales,
    createdAt: g.createdAt.toISOString(),
    seller: presentGigSeller(g.seller),
  };
}
