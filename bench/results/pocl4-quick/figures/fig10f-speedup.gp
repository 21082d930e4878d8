set terminal pngcairo size 1100,560 noenhanced
set output 'figures/fig10f-speedup.png'
set datafile missing '?'
set grid ytics
set key outside right top
set title 'Generated on D devices vs hand-written on 1 device, whole arrays'
set ylabel 't whole / t generated'
set xlabel ''
set style data histograms
set style histogram clustered gap 1
set style fill solid 0.8 border -1
set xtics rotate by -30 scale 0
set yrange [0:*]
plot 'figures/fig10f-speedup.dat' using 2:xtic(1) title 'speed-up 2 dev', 'figures/fig10f-speedup.dat' using 3 title 'speed-up 4 dev', 1.8 with lines dt 2 lw 2 lc rgb 'black' title 'target 1.8'
