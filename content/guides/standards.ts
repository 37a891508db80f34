import type { CstaCode } from '../../src/domain/api/guides-api';

// The CSTA K-12 Computer Science Standards a guide may claim: Algorithms and Programming for
// grades 3-5 (1B-AP-08 to 1B-AP-15), and for the Web Lab two of Impacts of Computing (1B-IC-19,
// 1B-IC-20) and two of Networks and the Internet (1B-NI-04, 1B-NI-05), for the Vision Lab one of
// Data and Analysis (1B-DA-06) and one of Impacts of Computing (1B-IC-18); each in one sentence of
// our own words, not CSTA's
// (docs/product/guides.md#what-a-guide-holds). A guide names the code and says how it meets it.
export const standardSummaries: Readonly<Record<CstaCode, string>> = {
  '1B-AP-08':
    'Try more than one way of solving the same task, compare them, and pick or improve the best one.',
  '1B-AP-09': 'Write programs that keep information in named variables and change it as they run.',
  '1B-AP-10': 'Build programs from steps in order, events, repeats and decisions.',
  '1B-AP-11': 'Split a big problem into smaller parts that are each easy to solve.',
  '1B-AP-12': 'Change, remix or reuse part of a program that already exists to make something new.',
  '1B-AP-13':
    'Plan a program in rounds, asking other people what they think and what its users want.',
  '1B-AP-14': 'Say whose ideas, pictures or code you used, and give them credit.',
  '1B-AP-15': 'Test a program, find what goes wrong, and fix it until it does what it should.',
  '1B-DA-06': 'Organise data and show it as a picture or a table, so it shows how things are related.',
  '1B-IC-18': 'Talk about computing inventions that changed the world, and how they change, and are changed by, the way people live.',
  '1B-IC-19': 'Think of ways to make a program or a page easier to use for people with different needs.',
  '1B-IC-20': 'Ask other people what they think of your work, and use what they say to make it better.',
  '1B-NI-04':
    'Show how a message travels in small steps from one computer to another across a network, and arrives whole.',
  '1B-NI-05': 'Talk about real dangers online and how to keep your own information private.',
};
