// expect: 19:7: error: host access to 'A' (through 'p', which points into it) inside a bbmm data scope: the devices may hold newer values; add '#pragma bbmm update host(A)' before it
/* a pointer into a kept array made before the scope: host write through it without update */
#include <stdio.h>
#define N 64
static double A[N];
static void step(int n) {
  int i;
#pragma bbmm
  for (i = 1; i < n; i++) A[i] = A[i] * 0.5 + 1.0;
}
int main(void) {
  int i, t;
  double *p = &A[3];
  for (i = 0; i < N; i++) A[i] = i;
#pragma bbmm data(A)
  {
    for (t = 0; t < 4; t++) {
      step(N);
      p[1] = p[0] + 2.0;
    }
  }
  for (i = 0; i < N; i += 7) printf("%a\n", A[i]);
  return 0;
}
