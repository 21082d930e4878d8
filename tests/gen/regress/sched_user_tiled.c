/* a transposition the user tiled by hand, for (ii = 0; ii < n; ii += 8) for (i = ii; i < ii + 8 && i < n; i++): the simple hull of another tile's writes drops ii's stride and overlapped this tile's box, so the region ran as written; the exact sets show the tiles apart and it becomes a kernel */
// expect-output: BBMM_ARRAY_PARAM(_R)?\(double, B
#include <stdio.h>

#define N 37
#define BS 8
double B[N][N], C[N][N];

static void transpose(int n)
{
#pragma bbmm
    for (int ii = 0; ii < n; ii += BS)
        for (int i = ii; i < ii + BS && i < n; i++)
            for (int j = 0; j < n; j++)
                B[j][i] = C[i][j] + (double)(ii / BS);
}

int main(void)
{
    static const int ns[] = {0, 1, 7, 8, 9, 16, 37};
    for (unsigned s = 0; s < sizeof(ns) / sizeof(ns[0]); s++) {
        int n = ns[s];
        for (int i = 0; i < N; i++)
            for (int j = 0; j < N; j++) {
                C[i][j] = (double)((i * 7 + j) % 11) / 4.0;
                B[i][j] = -1.0;
            }
        transpose(n);
        for (int i = 0; i < N; i++)
            for (int j = 0; j < N; j++)
                printf("%d %d %d %a\n", n, i, j, B[i][j]);
    }
    return 0;
}
