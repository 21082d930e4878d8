set terminal pngcairo size 1100,560 noenhanced
set output 'figures/fig10b-allocation.png'
set datafile missing '?'
set grid ytics
set key outside right top
set title 'Largest per-device allocation (Fig. 10b)'
set ylabel '% of the arrays'
set xlabel ''
set style data histograms
set style histogram clustered gap 1
set style fill solid 0.8 border -1
set xtics rotate by -30 scale 0
set yrange [0:*]
plot 'figures/fig10b-allocation.dat' using 2:xtic(1) title 'disjoint % of arrays', 'figures/fig10b-allocation.dat' using 3 title 'convex % of arrays'
