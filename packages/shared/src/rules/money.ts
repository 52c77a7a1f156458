const INR = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** Indian digit grouping: 149999 → "1,49,999". */
export const formatIndianNumber = (n: number) => INR.format(n);

/** "₹1,49,999" */
export const formatRupees = (n: number) => `₹${INR.format(n)}`;

export const rupeesToPaise = (rupees: number) => Math.round(rupees * 100);
export const paiseToRupees = (paise: number) => Math.round(paise) / 100;
