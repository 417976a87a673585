export function generateVapidKeys(): { publicKey: string; privateKey: string };
