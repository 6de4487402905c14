// The Locations and Groups pages load as one chunk: an owner who opens one usually opens the others.
export { GroupsPage } from './GroupsPage';
export { LocationEditPage } from './LocationEditPage';
export { LocationsPage } from './LocationsPage';
