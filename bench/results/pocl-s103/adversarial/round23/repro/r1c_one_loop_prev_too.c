/* one loop (4-D expansion, no flattening): wrong in the previous build (c1c9e19) too: the root mapping is older than the new transformation */
#include <stdio.h>
#define N 8
static double u[N];
static void plane(double x, double *d)
{
    int t;
    for (t = 0; t < 15; t++)
        d[t] = x + t;
}
static void work(void)
{
    int i, a, b, c;
    double P[2][3][5];
#pragma bbmm
    for (i = 0; i < N; i++) {
        for (a = 0; a < 2; a++)
            for (b = 0; b < 3; b++)
                for (c = 0; c < 5; c++)
                    P[a][b][c] = 0.0;
        plane(0.5 * i, &P[1][0][0]);
        u[i] = P[1][0][1] + P[1][1][2] * 3 + P[1][2][4] * 7 + P[0][2][2];
    }
}
int main(void)
{
    int i;
    double s = 0;
    work();
    for (i = 0; i < N; i++)
        s += u[i] * (1 + (i * 3) % 7);
    printf("%.17g\n", s);
    return 0;
}
