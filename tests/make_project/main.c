/* main.c - no regions: it passes through bbmmcc untouched. */
#include <stdio.h>

#include "grid.h"

static double a[N][N], b[N][N], x[N], y[N];

void init(double m[N][N], double v[N])
{
    int i, j;
    for (i = 0; i < N; i++) {
        v[i] = 1.0 / (i + 1);
        for (j = 0; j < N; j++)
            m[i][j] = (double)((i * 7 + j * 3) % 11) / 10.0;
    }
}

int main(void)
{
    int i;
    init(a, x);
    smooth(STEPS, a, b);
    matvec(a, x, y);
    for (i = 0; i < N; i++)
        printf("%d %a %a\n", i, y[i], a[i][i]);
    return 0;
}
