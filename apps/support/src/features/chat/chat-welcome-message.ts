import { SHOP_NAME } from '@shop/ui/brand';

/** The bot's first line, written by the window itself: it is not part of any stored conversation. */
export const CHAT_WELCOME_MESSAGE = `Hi! I'm the ${SHOP_NAME} assistant. Ask me about our oils and spices, delivery, subscriptions or your orders.`;
