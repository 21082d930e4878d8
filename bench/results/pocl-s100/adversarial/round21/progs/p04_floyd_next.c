#include <stdio.h>
#define N 40
int dist[N][N];
int nxt[N][N];
int main(void)
{
    int i, j, k;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++) {
            dist[i][j] = i == j ? 0 : ((i + 2 * j) % 5 == 0 ? 100000 : (i * 3 + j * 7) % 23 + 1);
            nxt[i][j] = j;
        }
#pragma bbmm name(fwn)
    for (k = 0; k < N; k++)
        for (i = 0; i < N; i++)
            for (j = 0; j < N; j++)
                if (dist[i][k] + dist[k][j] < dist[i][j]) {
                    dist[i][j] = dist[i][k] + dist[k][j];
                    nxt[i][j] = nxt[i][k];
                }
    long s = 0;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            s += dist[i][j] * 3L + nxt[i][j] * (long)(i + j);
    printf("%ld\n", s);
    return 0;
}
