// expect: 18:5: error: host access to 'A' (through 'gp', which points into it) inside a bbmm data scope: the devices may hold newer values; add '#pragma bbmm update host(A)' before it
/* a file-scope pointer initialized to a kept array, written through inside the scope without update */
#include <stdio.h>
#define N 64
static double A[N];
static double *gp = A + 5;
static void step(int n) {
  int i;
#pragma bbmm
  for (i = 1; i < n; i++) A[i] = A[i] * 0.5 + 1.0;
}
int main(void) {
  int i, t;
  for (i = 0; i < N; i++) A[i] = i;
#pragma bbmm data
  for (t = 0; t < 4; t++) {
    step(N);
    gp[0] += 3.0;
  }
  for (i = 0; i < N; i += 5) printf("%a\n", A[i]);
  return 0;
}
