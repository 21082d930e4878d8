set terminal pngcairo size 1100,560 noenhanced
set output 'figures/fig10c-split.png'
set datafile missing '?'
set grid ytics
set key outside right top
set title 'Split access: kernel time disjoint / convex (Fig. 10c)'
set ylabel 'kernel time ratio'
set xlabel ''
set style data histograms
set style histogram clustered gap 1
set style fill solid 0.8 border -1
set xtics rotate by -30 scale 0
set yrange [0:*]
plot 'figures/fig10c-split.dat' using 2:xtic(1) title 'disjoint/convex'
