set terminal pngcairo size 1100,560 noenhanced
set output 'figures/fig10d-reuse.png'
set datafile missing '?'
set grid ytics
set key outside right top
set title 'Inter-tile reuse: off / on (Fig. 10d)'
set ylabel 'ratio'
set xlabel ''
set style data histograms
set style histogram clustered gap 1
set style fill solid 0.8 border -1
set xtics rotate by -30 scale 0
set yrange [0:*]
plot 'figures/fig10d-reuse.dat' using 2:xtic(1) title 'time off/on', 'figures/fig10d-reuse.dat' using 3 title 'bytes off/on'
