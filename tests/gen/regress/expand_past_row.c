/* Round 23's wrong result: a helper fills a scratch block through a
 * pointer to its first row past that row's end (d[t] for t < 10 of a
 * P[2][5], the flat fill NPB-style helpers do). Inlined, d[t] reads
 * P[0][t], so the analysis took P[0][7] and P[1][2] for two elements
 * where the program's memory holds one: the scratch block was expanded
 * (or, in one loop, its dependence missed) and the region read zeros.  A
 * subscript after the first that reaches past its extent for every value
 * of the parameters the reference runs for now keeps the region on the
 * host as written, with a message (front.c, front_past_row).  The second
 * region (the same fill within the row, d[t] for t < 5) still becomes a
 * kernel. */
// expect-stderr: @DIR@/expand_past_row.c:39:45: warning: a subscript of 'P' after its first may reach past its dimension's extent (a helper's pointer into one row, indexed past its end?): the analysis would take two names of one element for two; region left as sequential code
#include <stdio.h>
#define N 4
static double u[N][N][N], w[N][N][N];
static void fill(double x, double *d)
{
    int t;
    for (t = 0; t < 10; t++)
        d[t] = x + t;
}
static void fill5(double x, double *d)
{
    int t;
    for (t = 0; t < 5; t++)
        d[t] = x * t;
}
int main(void)
{
    int i, j, k, a, b;
    double P[2][5], Q[2][5], s = 0;
#pragma bbmm
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            for (k = 0; k < N; k++) {
                for (a = 0; a < 2; a++)
                    for (b = 0; b < 5; b++)
                        P[a][b] = 0.0;
                fill(i + 10 * j + 100 * k, &P[0][0]);
                u[i][j][k] = P[1][2];
            }
#pragma bbmm
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            for (k = 0; k < N; k++) {
                fill5(i - j + 0.5 * k, &Q[1][0]);
                fill5(i + j, &Q[0][0]);
                w[i][j][k] = Q[1][3] - Q[0][4];
            }
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            for (k = 0; k < N; k++)
                s += u[i][j][k] + 3 * w[i][j][k];
    printf("%.17g\n", s);
    return 0;
}
