/** Texts and pictures of the home page. Swap a picture by changing its `src` here. */
export interface Picture {
  src: string;
  alt: string;
  width: number;
  height: number;
}

export interface MissionCard {
  icon: 'exam' | 'english' | 'space' | 'shield';
  title: string;
  text: string;
}

export const missionCards: MissionCard[] = [
  {
    icon: 'exam',
    title: 'Entrance Exam Training',
    text: 'Coaching for residential school entrance exams such as JNV, MDRS and NMMS, so talent is never held back by fees.',
  },
  {
    icon: 'english',
    title: 'Free Spoken English',
    text: 'Free English spoken classes for government school children, building the confidence to speak up anywhere.',
  },
  {
    icon: 'space',
    title: 'Indian Space Show',
    text: 'A travelling show on India’s space journey that sparks curiosity about science, rockets and the stars.',
  },
  {
    icon: 'shield',
    title: 'Cyber Security Awareness',
    text: 'Sessions in schools on safe passwords, online fraud and privacy, for children and their parents.',
  },
];

export const vision = {
  heading: 'Our Vision',
  link: { to: '/vision', label: 'Read our vision and mission' },
};

export const homeContact = {
  heading: 'Get in Touch',
  text: 'Want to volunteer, partner with us or bring a programme to your school? Send us a message and we will get back to you.',
};

export const donationPopup = {
  text: 'If you liked our initiative, please get involved with us',
  detail: 'A school kit, a month of tuition or an hour of your time changes a child’s year.',
  donate: 'Donate!',
};
