#include <stdio.h>

#define N 30
static double out[N];

static int accumulate(int n, const double *in)
{
    static double hist[N];
    static int calls;
    if (n <= 0) return -1;
#pragma bbmm
    for (int i = 0; i < n; i++)
        hist[i] = hist[i] * 0.5 + in[i];
    calls++;
    if (calls % 2 == 0) return calls;
#pragma bbmm
    for (int i = 0; i < n; i++)
        out[i] = hist[i] + calls;
    return calls;
}

int main(void)
{
    double in[N];
    for (int i = 0; i < N; i++) in[i] = (i * 11) % 7;
    int ns[] = {30, 0, 5, 30, 1, 12, 30};
    for (int s = 0; s < 7; s++) {
        int r = accumulate(ns[s], in);
        double h = 0; for (int i = 0; i < N; i++) h = h * 0.9 + out[i];
        printf("%d %a\n", r, h);
        in[s] += 1.0;
    }
    return 0;
}
