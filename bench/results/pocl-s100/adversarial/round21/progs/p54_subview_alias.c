#include <stdio.h>
#define N 48
#define OFF 8
#define S (N - OFF)
double big[N][N];
static void fw(int n, double (*d)[N])
{
    int i, j, k;
#pragma bbmm name(fwsub)
    for (k = 0; k < n; k++)
        for (i = 0; i < n; i++)
            for (j = 0; j < n; j++)
                if (i != k && j != k && d[i][k] + d[k][j] < d[i][j])
                    d[i][j] = d[i][k] + d[k][j];
}
static void relax(void)
{
    int i, j;
#pragma bbmm name(relaxall)
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            big[i][j] = big[i][j] + (double)((i + 2 * j) % 3);
}
int main(void)
{
    int i, j, r;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            big[i][j] = i == j ? 0.0 : (double)((i * 13 + j * 7) % 29) + 1.0;
    for (r = 0; r < 3; r++) {
        fw(S, &big[OFF]);
        relax();
        fw(N, big);
    }
    double s = 0;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            s += big[i][j] * (double)(i * N + j + 1);
    printf("%a\n", s);
    return 0;
}
