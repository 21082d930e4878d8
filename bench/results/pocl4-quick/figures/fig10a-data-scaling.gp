set terminal pngcairo size 1100,560 noenhanced
set output 'figures/fig10a-data-scaling.png'
set datafile missing '?'
set grid ytics
set key outside right top
set title 'Data scaling per serial iteration (Fig. 10a)'
set ylabel 't1 / tD (ideal 1)'
set xlabel ''
set style data histograms
set style histogram clustered gap 1
set style fill solid 0.8 border -1
set xtics rotate by -30 scale 0
set yrange [0:*]
plot 'figures/fig10a-data-scaling.dat' using 2:xtic(1) title 't1/t2', 'figures/fig10a-data-scaling.dat' using 3 title 't1/t4', 0.97 with lines dt 2 lw 2 lc rgb 'black' title 'target 0.97'
