/* integral image: in-place prefix sums along rows then along columns (long long sums of int pixels) */
#include <stdio.h>
#define N 23
static long long S[N][N];
static int px[N][N];
static void integral(int n, int m)
{
    int i, j;
#pragma bbmm
    {
        for (i = 0; i < n; i++)
            for (j = 0; j < m; j++)
                S[i][j] = px[i][j];
        for (i = 0; i < n; i++)
            for (j = 1; j < m; j++)
                S[i][j] += S[i][j - 1];
        for (i = 1; i < n; i++)
            for (j = 0; j < m; j++)
                S[i][j] += S[i - 1][j];
    }
}
int main(void)
{
    int i, j, n;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) px[i][j] = (i * 31 + j * 17) % 256 - 100;
    for (n = 0; n <= N; n += 5) {
        int m = (n * 7 + 3) % (N + 1);
        integral(n, m);
        printf("n=%d m=%d\n", n, m);
        for (i = 0; i < n; i++) { for (j = 0; j < m; j++) printf("%lld ", S[i][j]); printf("\n"); }
    }
    return 0;
}
