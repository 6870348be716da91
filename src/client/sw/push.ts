// The push alerts of the service worker (Web Push, issue 29 must have 4) are written here.
export {};
