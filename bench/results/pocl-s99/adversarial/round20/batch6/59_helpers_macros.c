#include <stdio.h>

#define N 24
#define SWAPD(x, y) do { double t_ = (x); (x) = (y); (y) = t_; } while (0)
double a[N][4], b[N][4], s[N];
int cnt[N];

static void axpy4(double r[4], const double q[4], double w)
{
    for (int m = 0; m < 4; m++)
        r[m] = r[m] + w * q[m];
}

static double sq(double v) { return v * v; }

int main(void)
{
    int n = N;
    for (int i = 0; i < N; i++) { s[i] = 0; cnt[i] = i; for (int m = 0; m < 4; m++) { a[i][m] = i + m; b[i][m] = m - i; } }
#pragma bbmm
    for (int i = 0; i < n; i++) {
        axpy4(a[i], b[i], 0.5);
        SWAPD(a[i][0], a[i][3]);
        s[i] = a[i][1] = sq(a[i][2]) - b[i][1];
        cnt[i]++;
        --cnt[i];
        cnt[i] += 3;
    }
    for (int i = 0; i < N; i++) printf("%a %a %a %d\n", a[i][0], a[i][1], s[i], cnt[i]);
    return 0;
}
