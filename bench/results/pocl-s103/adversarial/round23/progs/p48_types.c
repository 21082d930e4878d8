/* long and short scalars, a char scratch and a float scratch side by side */
#include <stdio.h>
#define N 12
static long u[N][N][N];
static float f[N][N][N];
static void work(void)
{
    int i, j, k, m;
    long li;
    short sj;
    char C[2][3];
    float F[4];
#pragma bbmm
    for (i = 0; i < N; i++) {
        li = 1000L * i + 7;
        for (j = 0; j < N; j++) {
            sj = (short)(li % 97 + j);
            for (k = 0; k < N; k++) {
                for (m = 0; m < 3; m++) {
                    C[0][m] = (char)((sj + m * k) % 100);
                    C[1][m] = (char)(m - k);
                }
                for (m = 0; m < 4; m++)
                    F[m] = 0.5f * (float)sj + 0.25f * (float)m - (float)k;
                u[i][j][k] = li + C[0][2] * C[1][1] - C[0][0];
                f[i][j][k] = F[0] * F[3] - F[1] + F[2];
            }
        }
    }
}
int main(void)
{
    int i, j, k;
    long s = 0;
    double g = 0;
    work();
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            for (k = 0; k < N; k++) {
                s += u[i][j][k] * (1 + (i * 3 + j * 5 + k) % 7);
                g += (double)f[i][j][k] * (1 + (i + j * 2 + k) % 5);
            }
    printf("%ld %.17g\n", s, g);
    return 0;
}
