/** A tel: link for a displayed number such as "(555) 123-4567". */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;
