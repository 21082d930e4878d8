/* scalar written inside an inner loop (last j's value) and read in a later sibling loop of the same i */
#include <stdio.h>
#define N 12
static double a[N][N], b[N][N], c[N][N][N];
static void work(void)
{
    int i, j, k, m;
    double xi, eta, P[3];
#pragma bbmm
    for (i = 0; i < N; i++) {
        for (j = 0; j < N; j++) {
            xi = a[i][j] * 2 + i;
            b[i][j] = xi - j;
        }
        for (j = 0; j < N; j++) {
            if (j == 3)
                eta = a[i][j] + xi;
        }
        for (k = 0; k < N; k++) {
            for (m = 0; m < 3; m++)
                P[m] = xi * m + eta * k;
            for (m = 0; m < N; m++)
                c[i][k][m] = P[0] + P[1] * m - P[2];
        }
    }
    printf("%.17g %.17g\n", xi, eta);
}
int main(void)
{
    int i, j, k;
    double s = 0;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            a[i][j] = ((i * 37 + j * 11) % 17) / 17.0;
    work();
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++) {
            s += b[i][j] * 3;
            for (k = 0; k < N; k++)
                s += c[i][j][k] * (1 + (i * 3 + j * 5 + k) % 7);
        }
    printf("%.17g\n", s);
    return 0;
}
