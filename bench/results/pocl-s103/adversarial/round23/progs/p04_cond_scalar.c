/* scalars assigned conditionally: xi in both branches, eta only in odd j (value from previous j / before region) */
#include <stdio.h>
#define N 10
static double a[N][N][N];
static void work(void)
{
    int i, j, k, m;
    double xi, eta = 0.25, P[4];
#pragma bbmm
    for (i = 0; i < N; i++) {
        if (i % 2)
            xi = 0.5 * i;
        else
            xi = 1.0 / (i + 1);
        for (j = 0; j < N; j++) {
            if (j % 2)
                eta = 0.1 * j + xi;
            for (k = 0; k < N; k++) {
                for (m = 0; m < 4; m++)
                    P[m] = xi * m + eta * k;
                a[i][j][k] = P[0] + P[1] * P[2] - P[3];
            }
        }
    }
    printf("%.17g %.17g\n", xi, eta);
}
int main(void)
{
    int i, j, k;
    double s = 0;
    work();
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            for (k = 0; k < N; k++)
                s += a[i][j][k] * (1 + (i * 3 + j * 5 + k) % 7);
    printf("%.17g\n", s);
    return 0;
}
