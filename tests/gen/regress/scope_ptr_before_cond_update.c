/* a pointer chosen by ?: before the scope, into a kept array or another, with the updates */
#include <stdio.h>
#define N 64
static double A[N], B[N];
static int t0 = 1;
static void step(int n) {
  int i;
#pragma bbmm
  for (i = 1; i < n; i++) A[i] = A[i] * 0.5 + 1.0;
}
int main(void) {
  int i, t;
  double *p;
  p = t0 ? A + 2 : B;
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
