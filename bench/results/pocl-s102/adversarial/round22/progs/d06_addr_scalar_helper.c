/* &scalar passed to a helper of the same file (NPB exact-style) */
#include <stdio.h>
#include <math.h>
#define N 30
static double U[N][N][3];
static void exact(int i, int j, double *a, double *b, double *c)
{
    double xi = (double)i / (double)(N - 1), eta = (double)j / (double)(N - 1);
    *a = 1.0 + xi * (2.0 + eta);
    *b = xi * xi - eta;
    *c = sqrt(1.0 + xi * eta);
}
int main(void)
{
    int i, j;
    double e0, e1, e2;
#pragma bbmm
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++) {
            double a, b, c;
            exact(i, j, &a, &b, &c);
            U[i][j][0] = a; U[i][j][1] = b; U[i][j][2] = c;
        }
    e0 = e1 = e2 = 0;
    exact(3, 4, &e0, &e1, &e2);
    for (i = 0; i < N; i += 4) printf("%a %a %a\n", U[i][i][0], U[i][N-1-i][1], U[i][i/2][2]);
    printf("%a %a %a\n", e0, e1, e2);
    return 0;
}
