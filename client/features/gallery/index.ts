// What other features use from the gallery: the card and the project page's body (each with an `actions`
// slot for People's Choice), the queries, and the team's "Project page" editor for the dashboard.
export { ProjectCard } from './project-card';
export { ProjectView } from './project-view';
export { galleryQueries } from './queries';
export { ProjectPageEditor } from './project-page-editor';
