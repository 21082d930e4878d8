/* Warshall transitive closure on unsigned char with || and &&, then reachability counts per node; also a 1-D in-place knapsack with a downward inner loop */
#include <stdio.h>
#define N 26
#define WM 52
static unsigned char R[N][N];
static int cnt[N];
static long best[WM + 1];
static long v[N];

static void closure(int n)
{
    int i, j, k;
#pragma bbmm
    {
        for (k = 0; k < n; k++)
            for (i = 0; i < n; i++)
                for (j = 0; j < n; j++)
                    R[i][j] = R[i][j] || (R[i][k] && R[k][j]);
        for (i = 0; i < n; i++) {
            cnt[i] = 0;
            for (j = 0; j < n; j++)
                cnt[i] += R[i][j];
        }
    }
}

static void knap1d(int n, int W)
{
    int i, w;
#pragma bbmm
    {
        for (w = 0; w <= W; w++) best[w] = 0;
        for (i = 0; i < n; i++)
            for (w = W; w >= i + 1; w--)
                best[w] = best[w] > best[w - i - 1] + v[i] ? best[w] : best[w - i - 1] + v[i];
    }
}

int main(void)
{
    int ns[] = {0, 1, 2, 5, 26};
    for (int s = 0; s < 5; s++) {
        int n = ns[s];
        for (int i = 0; i < N; i++) { v[i] = (i * 13) % 17 + 1; for (int j = 0; j < N; j++) R[i][j] = ((i * 3 + j * 7) % 10) == 0 || j == i + 1; }
        closure(n);
        for (int i = 0; i < n; i++) printf("%d ", cnt[i]);
        printf("\n");
        knap1d(n, n * 2);
        for (int w = 0; w <= n * 2; w++) printf("%ld ", best[w]);
        printf("\n");
    }
    return 0;
}
