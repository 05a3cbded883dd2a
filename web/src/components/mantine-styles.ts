// Every Mantine component's styles, in Mantine's CSS layer (the app's own styles win over them in any order), for
// the app's pages: loaded with each page (app/router.tsx), after the shell's and the layout's few, which they repeat.
import '@mantine/core/styles.layer.css';
