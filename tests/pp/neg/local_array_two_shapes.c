// expect: 13:17: error: array 't' declared inside the region again with another type or size (first at line 8): rename one of them
void f(int n, double A[n], double B[n])
{
    int i;
#pragma bbmm
    {
        for (i = 0; i < n; i++) {
            double t[2];
            t[0] = i;
            A[i] = t[0];
        }
        for (i = 0; i < n; i++) {
            int t[2];
            t[1] = i;
            B[i] = t[1];
        }
    }
}
