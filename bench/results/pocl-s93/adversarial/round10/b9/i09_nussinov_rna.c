/* Nussinov RNA folding DP on a triangular table, filled by increasing span length d (outer loop) with a split-point max over k, base pairing by a small function */
#include <stdio.h>
#define MX 40
static int T[MX][MX];
static signed char seq[MX];
static int pairs(int a, int b) { return (a + b == 3) ? 1 : 0; }

static void fold(int n)
{
    int d, i, k;
#pragma bbmm
    {
        for (i = 0; i < n; i++) { T[i][i] = 0; if (i + 1 < n) T[i][i + 1] = 0; }
        for (d = 2; d < n; d++)
            for (i = 0; i + d < n; i++) {
                int j = i + d;
                int best = T[i + 1][j];
                if (T[i][j - 1] > best) best = T[i][j - 1];
                if (T[i + 1][j - 1] + pairs(seq[i], seq[j]) > best) best = T[i + 1][j - 1] + pairs(seq[i], seq[j]);
                for (k = i + 1; k < j; k++)
                    if (T[i][k] + T[k + 1][j] > best) best = T[i][k] + T[k + 1][j];
                T[i][j] = best;
            }
    }
}

int main(void)
{
    for (int i = 0; i < MX; i++) seq[i] = (signed char)((i * 7 + i / 3) % 4);
    int ns[] = {0, 1, 2, 3, 10, 40};
    for (int s = 0; s < 6; s++) {
        int n = ns[s];
        for (int i = 0; i < MX; i++) for (int j = 0; j < MX; j++) T[i][j] = -1;
        fold(n);
        printf("n=%d best=%d\n", n, n > 0 ? T[0][n - 1] : -2);
        for (int i = 0; i + 3 < n; i += 4) printf("%d ", T[i][n - 1]);
        printf("\n");
    }
    return 0;
}
