set terminal pngcairo size 1100,560 noenhanced
set output 'figures/fig10f-manual.png'
set datafile missing '?'
set grid ytics
set key outside right top
set title 'Generated vs hand-written OpenCL (Fig. 10f)'
set ylabel 't manual / t generated'
set xlabel ''
set style data histograms
set style histogram clustered gap 1
set style fill solid 0.8 border -1
set xtics rotate by -30 scale 0
set yrange [0:*]
plot 'figures/fig10f-manual.dat' using 2:xtic(1) title 'manual/gen 2 dev', 'figures/fig10f-manual.dat' using 3 title 'manual/gen 4 dev', 0.97 with lines dt 2 lw 2 lc rgb 'black' title 'target 0.97'
