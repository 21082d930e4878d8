/* multigrid-like smoothing on 1-D: sibling nests at stride 2 (even points) and stride 3 (a coarse correction), different starts, plus a unit-stride nest over another array */
#include <stdio.h>
#define N 70
static double u[N], f[N], c[N], r[N];

static void smooth(int n)
{
    int i;
#pragma bbmm
    {
        for (i = 2; i < n - 1; i += 2)
            u[i] = 0.5 * (u[i - 1] + u[i + 1]) + f[i];
        for (i = 1; i < n; i += 3)
            c[i] = c[i] * 0.5 + f[i - 1];
        for (i = 0; i < n; i++)
            r[i] = f[i] - 2.0 * (i < n - 1 ? f[i + 1] : 0.0);
    }
#pragma bbmm
    {
        for (i = 1; i < n - 1; i += 2)
            u[i] = 0.5 * (u[i - 1] + u[i + 1]) + r[i];
        for (i = n - 1; i >= 0; i -= 3)
            c[i] = c[i] + u[i];
    }
}

int main(void)
{
    int ns[] = {0, 1, 2, 3, 4, 9, 70};
    for (int s = 0; s < 7; s++) {
        int n = ns[s];
        for (int i = 0; i < N; i++) { u[i] = (i % 7) * 0.25; f[i] = ((i * 3) % 5 - 2) * 0.125; c[i] = i; r[i] = -1; }
        for (int t = 0; t < 3; t++) smooth(n);
        for (int i = 0; i < n; i++) printf("%a %a %a\n", u[i], c[i], r[i]);
        printf("--\n");
    }
    return 0;
}
