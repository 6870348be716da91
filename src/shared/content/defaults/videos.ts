import type { Video } from '../../api/content.ts';

/** The video feed of the home page; the player loads from YouTube only when the visitor presses play. */
export const defaultVideos: Video[] = [
  {
    title: 'Indian Space Show at a government school',
    url: 'https://www.youtube.com/watch?v=M7lc1UVf-VE',
    whatsappLink:
      'https://wa.me/?text=Indian%20Space%20Show%20at%20a%20government%20school%20https%3A%2F%2Fwww.youtube.com%2Fwatch%3Fv%3DM7lc1UVf-VE',
    publishedAt: '2025-11-14',
    duration: '4:12',
    poster: '/images/home/video-space-show.svg',
  },
  {
    title: 'Free spoken English class: first day',
    url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    whatsappLink:
      'https://wa.me/?text=Free%20spoken%20English%20class%3A%20first%20day%20https%3A%2F%2Fwww.youtube.com%2Fwatch%3Fv%3Daqz-KE-bpKQ',
    publishedAt: '2025-09-05',
    duration: '3:27',
    poster: '/images/home/video-english-class.svg',
  },
  {
    title: 'Cyber security awareness for parents',
    url: 'https://www.youtube.com/watch?v=ScMzIvxBSi4',
    whatsappLink:
      'https://wa.me/?text=Cyber%20security%20awareness%20for%20parents%20https%3A%2F%2Fwww.youtube.com%2Fwatch%3Fv%3DScMzIvxBSi4',
    publishedAt: '2025-07-21',
    duration: '6:48',
    poster: '/images/home/video-cyber-security.svg',
  },
  {
    title: 'Women empowerment: hoop art mastery',
    url: 'https://www.youtube.com/watch?v=LXb3EKWsInQ',
    whatsappLink:
      'https://wa.me/?text=Women%20empowerment%3A%20hoop%20art%20mastery%20https%3A%2F%2Fwww.youtube.com%2Fwatch%3Fv%3DLXb3EKWsInQ',
    publishedAt: '2025-03-08',
    duration: '5:05',
    poster: '/images/home/video-women-empowerment.svg',
  },
];
