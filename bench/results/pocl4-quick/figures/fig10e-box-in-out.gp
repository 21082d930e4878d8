set terminal pngcairo size 1100,560 noenhanced
set output 'figures/fig10e-box-in-out.png'
set datafile missing '?'
set grid ytics
set key outside right top
set title 'Box-in/box-out: throughput under a budget (Fig. 10e)'
set ylabel 'throughput / unlimited'
set xlabel 'k = data / device budget'
set yrange [0:*]
plot 'figures/fig10e-box-in-out.dat' index 0 using 1:2 with linespoints lw 2 title 'pp-gemm', 'figures/fig10e-box-in-out.dat' index 1 using 1:2 with linespoints lw 2 title 'pp-matmul', 'figures/fig10e-box-in-out.dat' index 2 using 1:2 with linespoints lw 2 title 'pp-blackscholes', 0.9 with lines dt 2 lw 2 lc rgb 'black' title 'target 0.9'
