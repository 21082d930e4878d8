/* a pointer into a kept array made before the scope, with the updates a user writes around the host write through it */
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
  double *p = A + 3;
  for (i = 0; i < N; i++) A[i] = i;
#pragma bbmm data(A)
  {
    for (t = 0; t < 4; t++) {
      step(N);
#pragma bbmm update host(A)
      p[1] = p[0] + 2.0;
#pragma bbmm update device(A)
    }
  }
  for (i = 0; i < N; i += 7) printf("%a\n", A[i]);
  return 0;
}
