import { createRoot } from 'react-dom/client';
import { boot } from './app/boot';
import './app/global.css';

void boot(createRoot(document.getElementById('root')!));
