/* grid.h - the sizes and functions of the multi-file test project. */
#ifndef GRID_H
#define GRID_H

#define N 96
#define STEPS 20

void init(double a[N][N], double x[N]);
void smooth(int steps, double a[N][N], double b[N][N]);
void matvec(double a[N][N], double x[N], double y[N]);
#endif
