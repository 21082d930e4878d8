/* int floyd called twice with host edits between, N=48 */
#include <stdio.h>
#define N 48
static int D[N][N];
static void fw(int n, int (*d)[N])
{
    int i, j, k;
#pragma bbmm
    for (k = 0; k < n; k++)
        for (i = 0; i < n; i++)
            for (j = 0; j < n; j++)
                d[i][j] = d[i][k] + d[k][j] < d[i][j] ? d[i][k] + d[k][j] : d[i][j];
}
int main(void)
{
    int i, j;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) D[i][j] = (i == j) ? 0 : ((i * 5 + j * 11) % 13 == 0 ? 100000 : (i * 31 + j * 17) % 97 + 1);
    fw(N, D);
    for (i = 0; i < N; i += 5) D[i][(i + 3) % N] = 1;
    fw(N, D);
    for (i = 0; i < N; i++) { long s = 0; for (j = 0; j < N; j++) s += D[i][j]; printf("%ld\n", s); }
    return 0;
}
