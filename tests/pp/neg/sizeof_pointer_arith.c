// expect: 7:25: error: '+' on an array or pointer in the operand of 'sizeof' is not supported in a region: bbmm-pp types C's integer, float and double values there
void f(int n, double A[n], unsigned long B[n])
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        B[i] = sizeof(A + 1);
}
