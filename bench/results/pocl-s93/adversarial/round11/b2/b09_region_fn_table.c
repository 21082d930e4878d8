/* regions in functions picked from a table of function pointers, with host code between calls */
#include <stdio.h>
#define N 22
static double X[N], Y[N];
static void f_copy(int n) { int i;
#pragma bbmm
  for (i = 0; i < n; i++) Y[i] = X[i];
}
static void f_diff(int n) { int i;
#pragma bbmm
  for (i = 1; i < n; i++) X[i] = Y[i] - Y[i - 1];
}
static void f_scale(int n) { int i;
#pragma bbmm
  for (i = 0; i < n; i++) X[i] = X[i] * 1.25 + Y[i];
}
static void (*const steps[3])(int) = { f_copy, f_diff, f_scale };
int main(void)
{
    int i, t, k;
    int sizes[] = {0, 1, 2, 13, 22};
    for (k = 0; k < 5; k++) {
        for (i = 0; i < N; i++) { X[i] = (i * i) % 9; Y[i] = 1; }
        for (t = 0; t < 7; t++) {
            steps[(t * 2 + k) % 3](sizes[k]);
            if (t == 3) X[2] = 42.0;
        }
        for (i = 0; i < N; i++) printf("%a %a\n", X[i], Y[i]);
    }
    return 0;
}
