/** The workshops we run, by audience, shown on /workshops. */
export interface Workshop {
  title: string;
  description: string;
}

export interface WorkshopSection {
  id: string;
  title: string;
  lead: string;
  workshops: Workshop[];
}

export const workshopsIntro = {
  title: 'Workshops',
  lead: 'Hands-on sessions led by volunteers and professionals, free for government schools, colleges and community groups. Each workshop can be held at our centre or at your school, college or community hall.',
  invite: 'Would you like a workshop at your school, college or community hall?',
  inviteLink: 'Write to us',
} as const;

export const workshopSections: WorkshopSection[] = [
  {
    id: 'college-students',
    title: 'College Students',
    lead: 'Practical digital skills that help with studies, internships and the first job.',
    workshops: [
      {
        title: 'Cyber Security',
        description:
          'Strong passwords, phishing, safe UPI payments, privacy settings and what to do after a fraud.',
      },
      {
        title: 'E-Content Creation',
        description:
          'Planning, recording and publishing short educational videos and posts in your own language.',
      },
      {
        title: '3D Model',
        description: 'Your first 3D models with free software, from sketch to a file ready for 3D printing.',
      },
      {
        title: 'Graphic Designing',
        description: 'Layout, colour and typography for posters, social media and presentations.',
      },
      {
        title: 'Video Editing',
        description: 'Cutting, titles, sound and export on a laptop or a phone.',
      },
      {
        title: 'IT Techs',
        description:
          'Computer basics to careers: spreadsheets, the web, programming first steps and cloud tools.',
      },
      {
        title: 'Interview Skills',
        description: 'CVs, mock interviews and group discussions with feedback from working professionals.',
      },
    ],
  },
  {
    id: 'school-students',
    title: 'School Students',
    lead: 'Curiosity, confidence and safety for children of classes 5 to 10.',
    workshops: [
      {
        title: 'Indian Space Show',
        description:
          'Rockets, satellites and ISRO missions explained with models, videos and a sky-watching session.',
      },
      {
        title: 'Robotics and STEM',
        description: 'Build and program simple robots and try science experiments with everyday materials.',
      },
      {
        title: 'Spoken English',
        description: 'Games, role plays and stories that make speaking English fun and natural.',
      },
      {
        title: 'Cyber Safety for Children',
        description: 'Online games, strangers, screen time and asking for help, in simple words.',
      },
      {
        title: 'Exam Preparation',
        description:
          'Study plans and practice for the NMMS scholarship and the JNV and residential school entrance exams.',
      },
      {
        title: 'Personality Development',
        description: 'Public speaking, teamwork and leadership through activities.',
      },
    ],
  },
  {
    id: 'senior-citizens',
    title: 'Senior Citizens',
    lead: 'Staying healthy, connected and safe in a digital world.',
    workshops: [
      {
        title: 'Smartphone Basics',
        description: 'Calls, WhatsApp, video calls with family, photos and the text size that suits you.',
      },
      {
        title: 'Digital Payments and Fraud Awareness',
        description: 'Using UPI safely and recognising fake calls, messages and links.',
      },
      {
        title: 'Yoga for Healthy Ageing',
        description: 'Gentle yoga, breathing and balance exercises you can do every day at home.',
      },
      {
        title: 'Satvik Aahar and Dinacharya',
        description: 'Simple food and daily routines for good sleep, digestion and energy.',
      },
      {
        title: 'Government Services Online',
        description: 'Pension, health cards and certificates: how to use the official portals.',
      },
    ],
  },
  {
    id: 'homemakers-and-crafts',
    title: 'Homemakers and Crafts',
    lead: 'Skills that grow into confidence and an income of your own.',
    workshops: [
      {
        title: 'Hoop Art Mastery',
        description: 'Embroidery hoop art from the first stitch to pieces you can sell.',
      },
      {
        title: 'Entrepreneurship',
        description: 'Pricing, costs, savings and selling: starting a small business from home.',
      },
      {
        title: 'Social Media Awareness',
        description: 'Selling on WhatsApp and Instagram, taking good product photos and staying safe online.',
      },
      {
        title: 'Self Defense',
        description: 'Awareness, simple techniques and the helplines every woman should know.',
      },
      {
        title: 'Eco-friendly Crafts',
        description: 'Paper bags, cloth bags and festival decorations made from materials at home.',
      },
    ],
  },
];
