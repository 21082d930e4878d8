/* Smith-Waterman local alignment with linear gap, scores clamped at zero, no scalars in the region; best cell found on host */
#include <stdio.h>
#define NA 60
#define NB 44
static int H[NA + 1][NB + 1];
static signed char a[NA], b[NB];
#define MAX(x, y) ((x) > (y) ? (x) : (y))
static void sw(int n, int m, int gap)
{
    int i, j;
#pragma bbmm
    {
        for (i = 0; i <= n; i++) H[i][0] = 0;
        for (j = 0; j <= m; j++) H[0][j] = 0;
        for (i = 1; i <= n; i++)
            for (j = 1; j <= m; j++)
                H[i][j] = MAX(0, MAX(H[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 3 : -3), MAX(H[i - 1][j] - gap, H[i][j - 1] - gap)));
    }
}
int main(void)
{
    for (int k = 0; k < NA; k++) a[k] = (signed char)((k * 7 + k / 5) % 4);
    for (int k = 0; k < NB; k++) b[k] = (signed char)((k * 5 + 3 + k / 7) % 4);
    int sz[][3] = {{0, 5, 2}, {1, 1, 2}, {10, 44, 1}, {60, 7, 2}, {60, 44, 2}};
    for (int s = 0; s < 5; s++) {
        int n = sz[s][0], m = sz[s][1];
        sw(n, m, sz[s][2]);
        int best = 0, bi = 0, bj = 0;
        for (int i = 0; i <= n; i++) for (int j = 0; j <= m; j++) if (H[i][j] > best) { best = H[i][j]; bi = i; bj = j; }
        printf("%d %d: %d at %d %d\n", n, m, best, bi, bj);
    }
    return 0;
}
