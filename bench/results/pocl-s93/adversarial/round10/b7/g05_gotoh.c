/* Gotoh affine-gap alignment: three DP matrices H, E, F with open/extend penalties, local (Smith-Waterman) scores clamped at 0, best score and position found on host */
#include <stdio.h>
#define MX 40
static int Hm[MX + 1][MX + 1], Em[MX + 1][MX + 1], Fm[MX + 1][MX + 1];
static unsigned char s1[MX], s2[MX];
#define MAX2(a, b) ((a) > (b) ? (a) : (b))

static void gotoh(int n, int m, int go, int ge)
{
    int i, j;
#pragma bbmm
    {
        for (i = 0; i <= n; i++) { Hm[i][0] = 0; Em[i][0] = -1000; Fm[i][0] = -1000; }
        for (j = 0; j <= m; j++) { Hm[0][j] = 0; Em[0][j] = -1000; Fm[0][j] = -1000; }
        for (i = 1; i <= n; i++)
            for (j = 1; j <= m; j++) {
                Em[i][j] = MAX2(Em[i][j - 1] - ge, Hm[i][j - 1] - go);
                Fm[i][j] = MAX2(Fm[i - 1][j] - ge, Hm[i - 1][j] - go);
                int d = Hm[i - 1][j - 1] + (s1[i - 1] == s2[j - 1] ? 3 : -2);
                Hm[i][j] = MAX2(MAX2(0, d), MAX2(Em[i][j], Fm[i][j]));
            }
    }
}

int main(void)
{
    for (int k = 0; k < MX; k++) { s1[k] = (unsigned char)((k * 5 + k / 7) % 4); s2[k] = (unsigned char)((k * 3 + 1 + k / 5) % 4); }
    int ns[] = {0, 1, 3, 12, 40}, ms[] = {2, 1, 5, 19, 33};
    for (int c = 0; c < 5; c++) {
        int n = ns[c], m = ms[c];
        gotoh(n, m, 4, 1);
        int best = 0, bi = 0, bj = 0;
        for (int i = 0; i <= n; i++) for (int j = 0; j <= m; j++) if (Hm[i][j] > best) { best = Hm[i][j]; bi = i; bj = j; }
        printf("n=%d m=%d best=%d at %d,%d E=%d F=%d\n", n, m, best, bi, bj, Em[n][m], Fm[n][m]);
    }
    return 0;
}
