set terminal pngcairo size 1100,560 noenhanced
set output 'figures/fig4-transfer.png'
set datafile missing '?'
set grid ytics
set key outside right top
set title 'Box transfer bandwidth by row size (Fig. 4)'
set ylabel 'bandwidth / pinned contiguous'
set xlabel 'row bytes'
set yrange [0:*]
set logscale x 2
plot 'figures/fig4-transfer.dat' using 1:2 with linespoints lw 2 title 'pageable h2d', 'figures/fig4-transfer.dat' using 1:3 with linespoints lw 2 title 'pageable d2h', 'figures/fig4-transfer.dat' using 1:4 with linespoints lw 2 title 'staged N h2d', 'figures/fig4-transfer.dat' using 1:5 with linespoints lw 2 title 'staged N d2h', 'figures/fig4-transfer.dat' using 1:6 with linespoints lw 2 title 'pinned h2d', 'figures/fig4-transfer.dat' using 1:7 with linespoints lw 2 title 'pinned d2h', 'figures/fig4-transfer.dat' using 1:8 with linespoints lw 2 title 'staged 1 h2d', 'figures/fig4-transfer.dat' using 1:9 with linespoints lw 2 title 'staged 1 d2h', 0.9 with lines dt 2 lw 2 lc rgb 'black' title 'target 0.9'
