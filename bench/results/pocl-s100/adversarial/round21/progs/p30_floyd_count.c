#include <stdio.h>
#define N 44
int d[N][N];
int cnt[N][N];
int main(void)
{
    int i, j, k;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++) {
            d[i][j] = i == j ? 0 : ((i ^ j) % 7 == 0 ? 5000 : (i * 5 + j * 9) % 31 + 1);
            cnt[i][j] = 0;
        }
#pragma bbmm name(fwcnt)
    for (k = 0; k < N; k++)
        for (i = 0; i < N; i++)
            for (j = 0; j < N; j++) {
                cnt[i][j] += d[i][k] + d[k][j] < d[i][j] ? 1 : 0;
                d[i][j] = d[i][k] + d[k][j] < d[i][j] ? d[i][k] + d[k][j] : d[i][j];
            }
    long s = 0;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            s += d[i][j] * 7L + cnt[i][j] * (long)(i + 1);
    printf("%ld\n", s);
    return 0;
}
