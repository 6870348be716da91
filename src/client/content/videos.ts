/**
 * The video feed (SPEC: title, url, whatsappLink, publishedAt, duration). `url` is the YouTube video id;
 * the player loads from youtube-nocookie.com only when the visitor presses play. Replace these entries
 * with the organisation's own uploads.
 */
export interface VideoCard {
  title: string;
  /** YouTube video id. */
  url: string;
  whatsappLink: string;
  /** Calendar day, YYYY-MM-DD. */
  publishedAt: string;
  /** As shown, m:ss. */
  duration: string;
  poster: string;
}

const watchUrl = (id: string) => `https://www.youtube.com/watch?v=${id}`;
const shareOnWhatsApp = (title: string, id: string) =>
  `https://wa.me/?text=${encodeURIComponent(`${title} ${watchUrl(id)}`)}`;

function video(title: string, id: string, publishedAt: string, duration: string, poster: string): VideoCard {
  return {
    title,
    url: id,
    whatsappLink: shareOnWhatsApp(title, id),
    publishedAt,
    duration,
    poster: `/images/home/video-${poster}.svg`,
  };
}

export const videos: VideoCard[] = [
  video('Indian Space Show at a government school', 'M7lc1UVf-VE', '2025-11-14', '4:12', 'space-show'),
  video('Free spoken English class: first day', 'aqz-KE-bpKQ', '2025-09-05', '3:27', 'english-class'),
  video('Cyber security awareness for parents', 'ScMzIvxBSi4', '2025-07-21', '6:48', 'cyber-security'),
  video('Women empowerment: hoop art mastery', 'LXb3EKWsInQ', '2025-03-08', '5:05', 'women-empowerment'),
];
