/** The shop's name as shoppers see it (titles, brand link, footer). */
export const SHOP_NAME = 'Cumming Organics';
